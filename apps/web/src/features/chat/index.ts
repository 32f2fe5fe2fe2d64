export { useNaoLidasChat } from './api/chat';
export { ChatPage } from './components/chat-page';
export { useChatAoVivo } from './hooks/use-chat-ao-vivo';
