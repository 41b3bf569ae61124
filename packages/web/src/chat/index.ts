export { ChatThread, type ChatThreadProps } from './ChatThread';
export { chatListKey, chatMessagesKey } from './chatKeys';
export { chatSwrOptions, createChatCalls, useChatMessages, useChats, type ChatCalls } from './chatCalls';
export { chatSummary } from './chatSummary';
export { acceptedFileTypes, fileRefusal, maxFileBytes, type FileRefusal } from './chatFiles';
export { messagePreview } from './messagePreview';
export { personName } from './personName';
export { usePageVisible } from './usePageVisible';
