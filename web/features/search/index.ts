/** What other parts of the app use of search: the header's link to /search. */
export { SearchLink } from "./search-link";
