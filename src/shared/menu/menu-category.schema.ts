import { z } from "zod";
import { MENU_CATEGORIES } from "./categories";

export const MenuCategorySchema = z.enum(MENU_CATEGORIES);
