import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { z } from "zod";
import type { Chef, ChefInput } from "@shared/chefs/chef.schema";
import { EditDeleteButtons } from "@web/components/ui/edit-delete-buttons";
import { EditableCardList } from "@web/components/ui/editable-card-list";
import { FormActions } from "@web/components/ui/form-actions";
import { BoundField, FormField, HookForm, InputField } from "@web/components/ui/form-field";
import { Thumbnail } from "@web/components/ui/thumbnail";
import { uploadImage } from "@web/features/menu/api/upload-image";
import { toast } from "@web/lib/toast";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { createChef } from "./api/create-chef";
import { deleteChef } from "./api/delete-chef";
import { chefsQueryKey, chefsQueryOptions } from "./api/get-chefs";
import { updateChef } from "./api/update-chef";
import { CHEF_REQUIRED_FIELDS, ChefFormSchema } from "./chef-form.schema";

type ChefFormValues = z.input<typeof ChefFormSchema>;
const Field = InputField<ChefFormValues>;
const Bound = BoundField<ChefFormValues>;

function PhotoPreview({ src }: { src: string }) {
  const [broken, setBroken] = useState<string | null>(null);
  if (broken === src) {
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        Invalid Image
      </p>
    );
  }
  return (
    <Thumbnail
      src={src}
      alt="Chef preview"
      width={96}
      height={96}
      className="h-24 w-24 rounded-full object-cover"
      onError={() => setBroken(src)}
    />
  );
}

function ChefForm({ chef, onDone }: { chef: Chef | null; onDone: () => void }) {
  const form = useSchemaForm(ChefFormSchema, {
    name: chef?.name ?? "",
    specialty: chef?.specialty ?? "",
    experience: chef?.experience ?? "",
    description: chef?.description ?? "",
    photo: chef?.photo ?? "",
  });
  const [uploading, setUploading] = useState(false);
  const save = useAdminMutation({
    mutationFn: (body: ChefInput) => (chef ? updateChef(chef.id, body) : createChef(body)),
    success: chef ? "Chef updated successfully" : "Chef added successfully",
    failure: chef ? "Failed to update chef" : "Failed to add chef",
    invalidate: [chefsQueryKey],
    onSuccess: onDone,
  });

  async function handleFile(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      form.setValue("photo", (await uploadImage(file)).imageUrl, { shouldValidate: true });
    } catch {
      toast.error("Upload failed: Please try again");
    } finally {
      setUploading(false);
    }
  }

  const filled = form.watch(CHEF_REQUIRED_FIELDS).every((v) => v.trim() !== "");
  const photo = form.watch("photo");
  return (
    <HookForm form={form} className="space-y-4" onValid={(body) => save.mutate(body)}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="name" label="Name" />
        <Field name="specialty" label="Specialty" />
      </div>
      <Field name="experience" label="Experience" placeholder="15 years" />
      <Bound name="description" label="Description">
        <textarea rows={3} />
      </Bound>
      <div className="grid gap-4 sm:grid-cols-2">
        {/* Not type=url: an uploaded photo's address is relative (/api/images/...). */}
        <Field name="photo" label="Photo URL" inputMode="url" placeholder="https://..." />
        <FormField label="Or upload a photo">
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(e) => void handleFile(e.target.files?.[0])}
          />
        </FormField>
      </div>
      {photo && <PhotoPreview src={photo} />}
      <FormActions
        onCancel={onDone}
        submitLabel={chef ? "Update chef" : "Add chef"}
        disabled={!filled || uploading || save.isPending}
      />
    </HookForm>
  );
}

export function ChefsTab() {
  const chefs = useQuery({ ...chefsQueryOptions(), staleTime: 0 });
  return (
    <EditableCardList
      noun="Chef"
      query={chefs}
      deletion={{
        mutationFn: deleteChef,
        success: "Chef removed successfully",
        failure: "Failed to remove chef",
        invalidate: [chefsQueryKey],
      }}
      card={(chef, { edit, remove }) => (
        <div className="flex items-start gap-4">
          <Thumbnail
            src={chef.photo}
            width={64}
            height={64}
            className="h-16 w-16 rounded-full object-cover"
            fallback={<div className="h-16 w-16 rounded-full bg-saffron-100" aria-hidden="true" />}
          />
          <div className="flex-1">
            <h3 className="font-bold text-stone-900">{chef.name}</h3>
            <p className="text-sm text-stone-700">
              {chef.specialty} · {chef.experience}
            </p>
          </div>
          <EditDeleteButtons
            name={chef.name}
            onEdit={edit}
            deleteVerb="Remove"
            deleteTitle="Remove chef?"
            deleteDescription={`${chef.name} will be removed from the website.`}
            onDelete={remove}
          />
        </div>
      )}
      form={(chef, done) => <ChefForm chef={chef} onDone={done} />}
    />
  );
}
