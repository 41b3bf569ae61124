export { ChatThread, ChatThreadSide, type ChatThreadLabels, type ChatThreadProps, type ChatThreadSideProps } from './ChatThread';
