import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createFormatters, type FormatSettings, type Formatters } from './formatters';

const defaultFormatters = createFormatters();
const FormatContext = createContext<Formatters>(defaultFormatters);

export interface FormatProviderProps {
  /** The user's currency and date format once they are loaded; the spec's formats until then. */
  settings?: Partial<FormatSettings>;
  children: ReactNode;
}

export function FormatProvider({ settings, children }: FormatProviderProps) {
  const currency = settings?.currency;
  const dateFormat = settings?.dateFormat;
  const value = useMemo(() => createFormatters({ currency, dateFormat }), [currency, dateFormat]);
  return <FormatContext.Provider value={value}>{children}</FormatContext.Provider>;
}

/** Money and date formatting for the page: the spec's formats, or the user's settings under a FormatProvider. */
export function useFormatters(): Formatters {
  return useContext(FormatContext);
}
