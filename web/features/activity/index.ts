/** What other features use of the activity log: the words of an action and of a role (the admin's audit log says them too). */
export { actionWords, roleWords } from "./action-words";
