/**
 * The board's one sound: a Web Audio context shared by every ring, so the board knows whether the
 * browser lets it play. After a reload a browser keeps a new context "suspended" until someone taps
 * the page; the board shows "Sound is off - tap to turn on" for as long as that lasts (issue 22).
 */
import { useSyncExternalStore } from "react";

export type SoundState = "on" | "off" | "unavailable";

let context: AudioContext | null = null;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function audioContext(): AudioContext | null {
  if (context) return context;
  if (typeof window === "undefined") return null;
  const AudioCtx =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!AudioCtx) return null;
  try {
    context = new AudioCtx();
  } catch {
    return null;
  }
  context.addEventListener("statechange", notify);
  return context;
}

function soundState(): SoundState {
  const ctx = audioContext();
  if (!ctx) return "unavailable";
  return ctx.state === "running" ? "on" : "off";
}

/** A tap's handler: browsers let a context start only from a user's gesture. */
export async function turnSoundOn(): Promise<void> {
  const ctx = audioContext();
  if (!ctx) return;
  try {
    await ctx.resume();
  } finally {
    notify();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Any tap or key on the board is a gesture that may start the sound.
  const onGesture = () => {
    if (soundState() === "off") void turnSoundOn();
  };
  window.addEventListener("pointerdown", onGesture, true);
  window.addEventListener("keydown", onGesture, true);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("pointerdown", onGesture, true);
    window.removeEventListener("keydown", onGesture, true);
  };
}

/** Whether the board can be heard, kept up to date. */
export function useSoundState(): SoundState {
  return useSyncExternalStore(subscribe, soundState, () => "unavailable");
}

/** A short two-tone ring made with Web Audio, so no sound file is downloaded. */
export function playNewOrderBeep(): void {
  const ctx = audioContext();
  if (ctx?.state !== "running") return;
  try {
    for (const [i, freq] of [880, 1320].entries()) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = "sine";
      osc.frequency.value = freq;
      gain.gain.value = 0.25;
      osc.connect(gain).connect(ctx.destination);
      const start = ctx.currentTime + i * 0.2;
      osc.start(start);
      osc.stop(start + 0.18);
    }
  } catch {
    // Sound is one of three signals; the red card and the badge still show the order.
  }
}
