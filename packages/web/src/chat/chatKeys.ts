/** The chat calls' SWR keys: their addresses, kept apart from the hooks so an entry script can send them early. */
export const chatListKey = '/chats';
export const chatMessagesKey = (chatId: string) => `/chats/${chatId}/messages`;
