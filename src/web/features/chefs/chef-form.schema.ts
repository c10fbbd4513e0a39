import { ChefInputSchema } from "@shared/chefs/chef.schema";

/** The order of chefs is kept apart from the form, so an edit never resets it. */
export const ChefFormSchema = ChefInputSchema.omit({ order: true });
export const CHEF_REQUIRED_FIELDS = ["name", "specialty", "experience", "description"] as const;
