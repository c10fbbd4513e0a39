import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import type { MenuItemInput } from "../../../../shared/admin/admin-menu.schema";
import { ALLERGEN_LABELS, ALLERGENS, type Allergen } from "../../../../shared/menu/allergens";
import { MENU_CATEGORIES, MENU_CATEGORY_LABELS, type MenuCategory } from "../../../../shared/menu/categories";
import type { MenuItem } from "../../../../shared/menu/menu.schema";
import { Button } from "../../../components/ui/button";
import { uploadImage } from "../api/admin-menu";
import { inputClasses, labelClasses } from "./admin-ui";

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
  const [name, setName] = useState(item?.name ?? "");
  const [description, setDescription] = useState(item?.description ?? "");
  const [price, setPrice] = useState(item ? (item.pricePence / 100).toFixed(2) : "");
  const [category, setCategory] = useState<MenuCategory>(item?.category ?? "curries");
  const [isVegetarian, setVegetarian] = useState(item?.isVegetarian ?? false);
  const [isNonVegetarian, setNonVegetarian] = useState(item?.isNonVegetarian ?? false);
  const [isSpicy, setSpicy] = useState(item?.isSpicy ?? false);
  const [allergens, setAllergens] = useState<Allergen[]>(item?.allergens ?? []);
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

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSubmit({
      name,
      description,
      price,
      category,
      isVegetarian,
      isNonVegetarian,
      isSpicy,
      allergens,
      // Image fields are sent only when the photo changed, so an edit keeps the current one.
      ...(image !== (item?.image ?? null)
        ? { image, imageData: image ? imageData : null, imageMimeType: image ? "image/webp" : null }
        : {}),
    });
  }

  const canSave = name.trim() !== "" && price.trim() !== "" && !uploading;
  return (
    <form onSubmit={handleSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <label className={labelClasses}>
          Name
          <input className={inputClasses} value={name} onChange={(e) => setName(e.target.value)} required />
        </label>
        <label className={labelClasses}>
          Price (£)
          <input
            className={inputClasses}
            value={price}
            inputMode="decimal"
            placeholder="9.99"
            onChange={(e) => setPrice(e.target.value)}
            required
          />
        </label>
      </div>
      <label className={labelClasses}>
        Description
        <textarea
          className={inputClasses}
          rows={3}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </label>
      <label className={labelClasses}>
        Category
        <select
          className={inputClasses}
          value={category}
          onChange={(e) => setCategory(e.target.value as MenuCategory)}
        >
          {MENU_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {MENU_CATEGORY_LABELS[c]}
            </option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend className={labelClasses}>Dietary</legend>
        <div className="mt-1 flex flex-wrap gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={isVegetarian} onChange={(e) => setVegetarian(e.target.checked)} />
            Vegetarian
          </label>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={isNonVegetarian}
              onChange={(e) => setNonVegetarian(e.target.checked)}
            />
            Non-Vegetarian
          </label>
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={isSpicy} onChange={(e) => setSpicy(e.target.checked)} />
            Spicy
          </label>
        </div>
      </fieldset>
      <fieldset>
        <legend className={labelClasses}>Allergens</legend>
        <div className="mt-1 grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
          {ALLERGENS.map((a) => (
            <label key={a} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={allergens.includes(a)}
                onChange={(e) =>
                  setAllergens((list) => (e.target.checked ? [...list, a] : list.filter((x) => x !== a)))
                }
              />
              {ALLERGEN_LABELS[a]}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label className={labelClasses}>
          Photo (JPEG, PNG or WebP, up to 8 MB)
          <input
            className={inputClasses}
            type="file"
            name="menuImage"
            accept="image/jpeg,image/png,image/webp"
            onChange={(e) => void handleImage(e.target.files?.[0])}
          />
        </label>
        {uploading && <p className="mt-1 text-sm text-stone-700">Uploading...</p>}
        {image && (
          <div className="mt-2 flex items-center gap-3">
            <img src={image} alt="Dish preview" className="h-20 w-28 rounded object-cover" />
            <Button variant="ghost" size="sm" onClick={() => setImage(null)}>
              Remove photo
            </Button>
          </div>
        )}
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSave || pending}>
          {item ? "Save changes" : "Add menu item"}
        </Button>
      </div>
    </form>
  );
}
