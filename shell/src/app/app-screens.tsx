import { ChatPlacementProvider } from '../features/chat/components/chat-placement';
import { ChatWidget } from '../features/chat/components/chat-widget';
import { AppRoutes } from './app-routes';

/** Every screen: the route's page, and the yarn assistant beside it (spec part 2 section 2, signed in or not). */
export function AppScreens() {
  return (
    <ChatPlacementProvider>
      <AppRoutes />
      <ChatWidget />
    </ChatPlacementProvider>
  );
}
