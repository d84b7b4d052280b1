/** Shortest password an editor may set: the settings form, the password call and `npm run user:add`. */
export const PASSWORD_MIN_LENGTH = 12;
