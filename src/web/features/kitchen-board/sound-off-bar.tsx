import { VolumeX } from "lucide-react";
import { turnSoundOn, useSoundState } from "./order-sound";

/**
 * While the browser keeps the board silent (after a reload, until someone taps), a bar says so and
 * one tap turns the sound on. It stays until the sound really is on.
 */
export function SoundOffBar() {
  const sound = useSoundState();
  if (sound !== "off") return null;
  return (
    <button
      type="button"
      onClick={() => void turnSoundOn()}
      className="mb-1.5 flex w-full items-center justify-center gap-2 rounded-md bg-red-800 px-3 py-2 font-bold text-white hover:bg-red-900"
    >
      <VolumeX size={18} aria-hidden="true" /> Sound is off - tap to turn on
    </button>
  );
}
