import { useState } from "react";
import type { z } from "zod";
import { ALLERGEN_LABELS, ALLERGENS } from "@shared/menu/allergens";
import { MENU_CATEGORIES, MENU_CATEGORY_LABELS } from "@shared/menu/categories";
import type { MenuItem } from "@shared/menu/menu.schema";
import type { MenuItemInput } from "@shared/menu/menu-admin.schema";
import { formatPounds } from "@shared/money";
import { Button } from "@web/components/ui/button";
import { FormActions } from "@web/components/ui/form-actions";
import {
  BoundField,
  CheckboxField,
  FormField,
  HookForm,
  InputField,
  labelClass,
  PoundsField,
  SelectField,
} from "@web/components/ui/form-field";
import { Thumbnail } from "@web/components/ui/thumbnail";
import { toast } from "@web/lib/toast";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { uploadImage } from "../api/upload-image";
import { MenuItemFormSchema } from "../menu-item-form.schema";

type MenuItemFormValues = z.input<typeof MenuItemFormSchema>;
const Field = InputField<MenuItemFormValues>;
const Pounds = PoundsField<MenuItemFormValues>;
const Bound = BoundField<MenuItemFormValues>;
const Checkbox = CheckboxField<MenuItemFormValues>;
const Select = SelectField<MenuItemFormValues>;

const DIETARY = [
  ["isVegetarian", "Vegetarian"],
  ["isNonVegetarian", "Non-Vegetarian"],
  ["isSpicy", "Spicy"],
] as const;

export function MenuItemForm({
  item,
  pending,
  onSubmit,
  onCancel,
}: {
  item: MenuItem | null;
  pending: boolean;
  onSubmit: (input: MenuItemInput) => void;
  onCancel: () => void;
}) {
  const form = useSchemaForm(MenuItemFormSchema, {
    name: item?.name ?? "",
    description: item?.description ?? "",
    price: item ? formatPounds(item.pricePence) : "",
    category: item?.category ?? "curries",
    isVegetarian: item?.isVegetarian ?? false,
    isNonVegetarian: item?.isNonVegetarian ?? false,
    isSpicy: item?.isSpicy ?? false,
    allergens: item?.allergens ?? [],
  });
  // The photo is uploaded on its own, before the form is saved.
  const [image, setImage] = useState<string | null>(item?.image ?? null);
  const [imageData, setImageData] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  async function handleImage(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      const uploaded = await uploadImage(file);
      setImage(uploaded.imageUrl);
      setImageData(uploaded.imageData);
      toast.success("Image uploaded");
    } catch {
      toast.error("Upload failed: Please try again");
    } finally {
      setUploading(false);
    }
  }

  const filled = form.watch(["name", "price"]).every((v) => v.trim() !== "");
  return (
    <HookForm
      form={form}
      onValid={(values) =>
        onSubmit({
          ...values,
          // Image fields are sent only when the photo changed, so an edit keeps the current one.
          ...(image !== (item?.image ?? null)
            ? { image, imageData: image ? imageData : null, imageMimeType: image ? "image/webp" : null }
            : {}),
        })
      }
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="name" label="Name" required />
        <Pounds name="price" label="Price" required placeholder="9.99" />
      </div>
      <Bound name="description" label="Description">
        <textarea rows={3} />
      </Bound>
      <Select name="category" label="Category" values={MENU_CATEGORIES} labels={MENU_CATEGORY_LABELS} />
      <fieldset>
        <legend className={labelClass}>Dietary</legend>
        <div className="mt-1 flex flex-wrap gap-4 text-sm">
          {DIETARY.map(([name, label]) => (
            <Checkbox key={name} name={name} label={label} />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className={labelClass}>Allergens</legend>
        <div className="mt-1 grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
          {ALLERGENS.map((a) => (
            <Checkbox key={a} name="allergens" value={a} label={ALLERGEN_LABELS[a]} />
          ))}
        </div>
      </fieldset>
      <div>
        <FormField label="Photo (JPEG, PNG or WebP, up to 8 MB)">
          <input
            type="file"
            name="menuImage"
            accept="image/jpeg,image/png,image/webp"
            onChange={(e) => void handleImage(e.target.files?.[0])}
          />
        </FormField>
        {uploading && <p className="mt-1 text-sm text-stone-700">Uploading...</p>}
        {image && (
          <div className="mt-2 flex items-center gap-3">
            <Thumbnail
              src={image}
              alt="Dish preview"
              width={112}
              height={80}
              className="h-20 w-28 rounded object-cover"
            />
            <Button variant="ghost" size="sm" onClick={() => setImage(null)}>
              Remove photo
            </Button>
          </div>
        )}
      </div>
      <FormActions
        onCancel={onCancel}
        submitLabel={item ? "Save changes" : "Add menu item"}
        disabled={!filled || uploading || pending}
      />
    </HookForm>
  );
}
