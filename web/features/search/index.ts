/** What other parts of the app use of search: the header's field and its phone icon, the drawer's field. */
export { SearchForm } from "./search-form";
export { SearchLink } from "./search-link";
