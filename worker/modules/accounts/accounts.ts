/** Small pieces shared by club and player account routes. */
import { accountMessages } from "../../../schema/messages";
import { conflict } from "../../platform/errors/api-error";

/** 409 for a registration whose e-mail is already used, with the message under the e-mail field. */
export const emailTaken = () => conflict(accountMessages.emailTaken, { email: accountMessages.emailTaken });
