// The offers query is defined once, in the offers feature; this path stays for the order page.
export { offersQueryOptions } from "../../offers/api/get-offers";
