// The details live in src/shared so the server's search-engine data states the same ones.
export { OPENING_HOURS_TEXT, RESTAURANT } from "../../shared/restaurant/restaurant-details";
