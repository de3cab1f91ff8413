import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ConfirmDialogProps } from '@yarn-mgmt/ui';
import { useToast } from '@yarn-mgmt/web-platform';

export interface ConfirmedMutationTexts<TData> {
  title: string;
  /** The spec's confirmation, e.g. "Are you sure you want to delete this archive?". */
  message: string;
  success: string | ((data: TData) => string);
  failure: string;
}

/**
 * A write behind a confirmation: `ask(value)` opens the dialog (spread `dialog` into a ConfirmDialog); Confirm
 * runs the mutation with the value, then shows the success or failure toast and closes.
 */
export function useConfirmedMutation<TData, TVariables>(
  mutation: UseMutationResult<TData, Error, TVariables>,
  texts: ConfirmedMutationTexts<TData>,
) {
  const toast = useToast();
  const [asked, setAsked] = useState<{ value: TVariables } | null>(null);
  const dialog: ConfirmDialogProps = {
    open: asked !== null,
    title: texts.title,
    message: texts.message,
    confirmLabel: 'Delete',
    destructive: true,
    busy: mutation.isPending,
    onCancel: () => setAsked(null),
    onConfirm: () => {
      if (!asked) return;
      mutation.mutate(asked.value, {
        onSuccess: (data) =>
          toast.success(typeof texts.success === 'string' ? texts.success : texts.success(data)),
        onError: () => toast.error(texts.failure),
        onSettled: () => setAsked(null),
      });
    },
  };
  return { ask: (value: TVariables) => setAsked({ value }), dialog };
}
