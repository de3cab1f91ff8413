import {
  createContext,
  useContext,
  useEffect,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';

const RaiseContext = createContext<Dispatch<SetStateAction<number>> | null>(null);
const RaisedContext = createContext(false);

/** Around the routes and the widget: lets a layout whose pages have a corner button of their own raise the chat's. */
export function ChatPlacementProvider({ children }: { children: ReactNode }) {
  const [raisers, setRaisers] = useState(0);
  return (
    <RaiseContext value={setRaisers}>
      <RaisedContext value={raisers > 0}>{children}</RaisedContext>
    </RaiseContext>
  );
}

/**
 * Called by a layout whose pages put their own round button in the bottom right corner (the lists' add buttons):
 * while it is mounted the chat's button stands above that corner instead of in it.
 */
export function useRaiseChatButton(): void {
  const setRaisers = useContext(RaiseContext);
  useEffect(() => {
    if (!setRaisers) return;
    setRaisers((count) => count + 1);
    return () => setRaisers((count) => count - 1);
  }, [setRaisers]);
}

export const useChatButtonRaised = () => useContext(RaisedContext);
