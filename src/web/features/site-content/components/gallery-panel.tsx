import { ArrowDown, ArrowUp } from "lucide-react";
import { useState } from "react";
import type { GalleryPhoto } from "@shared/site-content/site-content.schema";
import { Button } from "@web/components/ui/button";
import { RemoveRowButton } from "@web/components/ui/form-actions";
import { Card } from "@web/components/ui/form-card";
import { FormField, HookForm, InputField } from "@web/components/ui/form-field";
import { Thumbnail } from "@web/components/ui/thumbnail";
import { uploadImage } from "@web/features/menu/api/upload-image";
import { toast } from "@web/lib/toast";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { siteContentQueryKey } from "../api/get-site-content";
import {
  addGalleryPhoto,
  removeGalleryPhoto,
  reorderGallery,
  updateGalleryPhoto,
} from "../api/site-content-writes";
import { GalleryPhotoFormSchema } from "../site-content-form.schema";

const invalidate = [siteContentQueryKey];

function AddPhotoForm() {
  const form = useSchemaForm(GalleryPhotoFormSchema, { imageUrl: "", alt: "" });
  const [uploading, setUploading] = useState(false);
  const add = useAdminMutation({
    mutationFn: addGalleryPhoto,
    success: "Photo added to the gallery",
    failure: "Failed to add the photo",
    invalidate,
    onSuccess: () => form.reset({ imageUrl: "", alt: "" }),
  });
  async function handleFile(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      form.setValue("imageUrl", (await uploadImage(file)).imageUrl, { shouldValidate: true });
    } catch {
      toast.error("Upload failed: Please try again");
    } finally {
      setUploading(false);
    }
  }
  const imageUrl = form.watch("imageUrl");
  return (
    <HookForm
      form={form}
      onValid={(body) => add.mutate(body)}
      className="grid gap-3"
      aria-label="Add a gallery photo"
    >
      <FormField label="Gallery photo" error={form.formState.errors.imageUrl?.message}>
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(e) => void handleFile(e.target.files?.[0])}
        />
      </FormField>
      {imageUrl && (
        <Thumbnail
          src={imageUrl}
          alt=""
          width={160}
          height={120}
          className="h-24 w-32 rounded object-cover"
        />
      )}
      <InputField<{ imageUrl: string; alt: string }>
        name="alt"
        label="What the photo shows (alt text)"
        hint="Read aloud to people who cannot see the photo."
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={uploading || add.isPending || !imageUrl}>
          Add photo
        </Button>
      </div>
    </HookForm>
  );
}

function PhotoRow({
  photo,
  index,
  count,
  onMove,
}: {
  photo: GalleryPhoto;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
}) {
  const [alt, setAlt] = useState(photo.alt);
  const update = useAdminMutation({
    mutationFn: () => updateGalleryPhoto(photo.id, alt),
    success: "Alt text saved",
    failure: "Failed to save the alt text",
    invalidate,
  });
  const remove = useAdminMutation({
    mutationFn: () => removeGalleryPhoto(photo.id),
    success: "Photo removed",
    failure: "Failed to remove the photo",
    invalidate,
  });
  return (
    <li className="flex flex-wrap items-end gap-3 border-b border-stone-100 py-2">
      <Thumbnail
        src={photo.imageUrl}
        alt=""
        width={96}
        height={72}
        className="h-18 w-24 rounded object-cover"
      />
      <FormField label={`Photo ${index + 1} alt text`} className="min-w-48 flex-1">
        <input value={alt} onChange={(e) => setAlt(e.target.value)} />
      </FormField>
      <Button
        variant="ghost"
        size="sm"
        disabled={alt === photo.alt || !alt.trim()}
        onClick={() => update.mutate()}
      >
        Save
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Move photo ${index + 1} up`}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUp size={16} aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Move photo ${index + 1} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDown size={16} aria-hidden="true" />
      </Button>
      <RemoveRowButton label={`Remove photo ${index + 1}`} onClick={() => remove.mutate()} />
    </li>
  );
}

/** The gallery: photos through the menu's image pipeline, in order, each with its alt text. */
export function GalleryPanel({ gallery }: { gallery: GalleryPhoto[] }) {
  const reorder = useAdminMutation({
    mutationFn: reorderGallery,
    success: null,
    failure: "Failed to reorder the gallery",
    invalidate,
  });
  const move = (from: number, to: number) => {
    const ids = gallery.map((p) => p.id);
    const [id] = ids.splice(from, 1);
    if (id === undefined) return;
    ids.splice(to, 0, id);
    reorder.mutate(ids);
  };
  return (
    <Card className="grid gap-4">
      <h2 className="font-display text-lg font-bold text-stone-900">Gallery</h2>
      {gallery.length === 0 ? (
        <p className="text-sm text-stone-700">No photos: the gallery is not shown on the site.</p>
      ) : (
        <ol aria-label="Gallery photos">
          {gallery.map((photo, index) => (
            <PhotoRow key={photo.id} photo={photo} index={index} count={gallery.length} onMove={move} />
          ))}
        </ol>
      )}
      <AddPhotoForm />
    </Card>
  );
}
