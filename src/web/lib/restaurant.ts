// The details live in src/shared so the server's search-engine data states the same ones.
export { RESTAURANT } from "@shared/restaurant/restaurant-details";
