export { ChatList, ChatListItem, type ChatListItemProps, type ChatListProps } from './ChatListItem';
