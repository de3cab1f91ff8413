import { useMemo, type ReactNode } from 'react';
import { SnackbarProvider, useSnackbar, type VariantType } from 'notistack';

/** Spec part 1 section 9: at most 20 toasts on screen. */
export const TOAST_LIMIT = 20;

export interface Toast {
  success: (message: string) => void;
  error: (message: string) => void;
  info: (message: string) => void;
  warning: (message: string) => void;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={TOAST_LIMIT}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      autoHideDuration={4000}
    >
      {children}
    </SnackbarProvider>
  );
}

export function useToast(): Toast {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(() => {
    const show = (variant: VariantType) => (message: string) => {
      enqueueSnackbar(message, { variant });
    };
    return { success: show('success'), error: show('error'), info: show('info'), warning: show('warning') };
  }, [enqueueSnackbar]);
}
