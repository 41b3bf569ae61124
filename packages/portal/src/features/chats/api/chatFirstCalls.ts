import type { FirstCalls } from '@rehab/web/firstCalls';
import { chatMessagesKey } from '@rehab/web/chat/keys';

/** An open chat's first call: its latest messages (the chat list is the frame's). */
export const chatFirstCalls: FirstCalls = ({ params }) => (params.chatId ? [chatMessagesKey(params.chatId)] : []);
