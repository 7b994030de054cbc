// Limits of the text translator, shared by the page (character counter) and the server (validation).
export const maxTextCharacters = 5000;
