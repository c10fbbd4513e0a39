import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import type { Chef } from "../../../../shared/chefs/chef.schema";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { chefsQueryKey, chefsQueryOptions, createChef, deleteChef, updateChef } from "../api/admin-chefs";
import { uploadImage } from "../api/admin-menu";
import {
  Card,
  ConfirmButton,
  describeError,
  EmptyState,
  FormDialog,
  inputClasses,
  labelClasses,
} from "./admin-ui";

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
    <img
      src={src}
      alt="Chef preview"
      className="h-24 w-24 rounded-full object-cover"
      onError={() => setBroken(src)}
    />
  );
}

function ChefForm({ chef, onDone }: { chef: Chef | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(chef?.name ?? "");
  const [specialty, setSpecialty] = useState(chef?.specialty ?? "");
  const [experience, setExperience] = useState(chef?.experience ?? "");
  const [description, setDescription] = useState(chef?.description ?? "");
  const [photo, setPhoto] = useState(chef?.photo ?? "");
  const [uploading, setUploading] = useState(false);

  const save = useMutation({
    mutationFn: () => {
      const body = { name, specialty, experience, description, photo: photo || null };
      return chef ? updateChef(chef.id, body) : createChef(body);
    },
    retry: false,
    onSuccess: () => {
      toast.success(chef ? "Chef updated successfully" : "Chef added successfully");
      void queryClient.invalidateQueries({ queryKey: chefsQueryKey });
      onDone();
    },
    onError: (error) =>
      toast.error(chef ? "Failed to update chef" : "Failed to add chef", {
        description: describeError(error),
      }),
  });

  async function handleFile(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      setPhoto((await uploadImage(file)).imageUrl);
    } catch {
      toast.error("Upload failed: Please try again");
    } finally {
      setUploading(false);
    }
  }

  const canSave = name.trim() && specialty.trim() && experience.trim() && description.trim() && !uploading;
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (canSave) save.mutate();
  }

  return (
    <form className="space-y-4" onSubmit={handleSubmit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <label className={labelClasses}>
          Name
          <input className={inputClasses} value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <label className={labelClasses}>
          Specialty
          <input className={inputClasses} value={specialty} onChange={(e) => setSpecialty(e.target.value)} />
        </label>
      </div>
      <label className={labelClasses}>
        Experience
        <input
          className={inputClasses}
          value={experience}
          placeholder="15 years"
          onChange={(e) => setExperience(e.target.value)}
        />
      </label>
      <label className={labelClasses}>
        Description
        <textarea
          className={inputClasses}
          rows={3}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <label className={labelClasses}>
          Photo URL
          <input
            className={inputClasses}
            type="url"
            value={photo}
            placeholder="https://..."
            onChange={(e) => setPhoto(e.target.value)}
          />
        </label>
        <label className={labelClasses}>
          Or upload a photo
          <input
            className={inputClasses}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(e) => void handleFile(e.target.files?.[0])}
          />
        </label>
      </div>
      {photo && <PhotoPreview src={photo} />}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSave || save.isPending}>
          {chef ? "Update chef" : "Add chef"}
        </Button>
      </div>
    </form>
  );
}

export function ChefsTab() {
  const queryClient = useQueryClient();
  const chefs = useQuery({ ...chefsQueryOptions(), staleTime: 0 });
  const [editing, setEditing] = useState<Chef | "new" | null>(null);
  const remove = useMutation({
    mutationFn: deleteChef,
    retry: false,
    onSuccess: () => {
      toast.success("Chef removed successfully");
      void queryClient.invalidateQueries({ queryKey: chefsQueryKey });
    },
    onError: (error) => toast.error("Failed to remove chef", { description: describeError(error) }),
  });

  if (chefs.isPending) return <Spinner label="Loading chefs" />;
  if (chefs.isError) return <p role="alert">Could not load chefs: {describeError(chefs.error)}</p>;

  return (
    <div>
      <div className="mb-4 flex items-center justify-between">
        <h2 className="text-xl font-bold text-maroon-800">Chefs</h2>
        <Button onClick={() => setEditing("new")}>
          <Plus size={18} aria-hidden="true" /> Add Chef
        </Button>
      </div>
      {chefs.data.length === 0 ? (
        <EmptyState>No chefs yet.</EmptyState>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {chefs.data.map((chef) => (
            <Card key={chef.id}>
              <div className="flex items-start gap-4">
                {chef.photo ? (
                  <img src={chef.photo} alt="" className="h-16 w-16 rounded-full object-cover" />
                ) : (
                  <div className="h-16 w-16 rounded-full bg-saffron-100" aria-hidden="true" />
                )}
                <div className="flex-1">
                  <h3 className="font-bold text-stone-900">{chef.name}</h3>
                  <p className="text-sm text-stone-700">
                    {chef.specialty} · {chef.experience}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Edit ${chef.name}`}
                  onClick={() => setEditing(chef)}
                >
                  <Pencil size={16} aria-hidden="true" />
                </Button>
                <ConfirmButton
                  triggerLabel={`Remove ${chef.name}`}
                  title="Remove chef?"
                  description={`${chef.name} will be removed from the website.`}
                  confirmLabel="Remove"
                  onConfirm={() => remove.mutate(chef.id)}
                >
                  <Trash2 size={16} aria-hidden="true" />
                </ConfirmButton>
              </div>
            </Card>
          ))}
        </div>
      )}
      <FormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === "new" ? "Add Chef" : "Edit Chef"}
      >
        {editing !== null && (
          <ChefForm chef={editing === "new" ? null : editing} onDone={() => setEditing(null)} />
        )}
      </FormDialog>
    </div>
  );
}
