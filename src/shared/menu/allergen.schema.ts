import { z } from "zod";
import { ALLERGENS } from "./allergens";

export const AllergenSchema = z.enum(ALLERGENS);
