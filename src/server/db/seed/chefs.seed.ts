export interface ChefSeed {
  name: string;
  specialty: string;
  /** Human-readable, e.g. "18 years". */
  experience: string;
  description: string;
  /** Display order, starting at 1. */
  order: number;
}

export const CHEF_SEEDS: ChefSeed[] = [
  {
    name: "Mohammed Ghouse Ali",
    specialty: "Dum biryani and Hyderabadi curries",
    experience: "22 years",
    description:
      "Learned dum cooking in catering kitchens in Hyderabad's Old City before working in restaurants in Hyderabad and London. He leads the kitchen and oversees the biryani and haleem.",
    order: 1,
  },
  {
    name: "Srinivas Reddy",
    specialty: "Tandoor and kebabs",
    experience: "15 years",
    description:
      "Has worked the tandoor in hotel and restaurant kitchens in Hyderabad and the UK. He looks after the marinades, kebabs and breads.",
    order: 2,
  },
  {
    name: "Syed Imran Hussain",
    specialty: "Starters and Indo-Chinese",
    experience: "11 years",
    description:
      "Started out on the wok in a Hyderabad Indo-Chinese restaurant and later moved into fried starters. He runs the starters, fried rice and noodles section.",
    order: 3,
  },
];
