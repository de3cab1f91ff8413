import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ProfilePasswordFormSchema, type ProfilePasswordForm } from '@yarn-mgmt/contracts';
import { fieldErrorsFrom, serverErrorMessage, useToast } from '@yarn-mgmt/web-platform';
import { useChangePassword } from '../api/change-password';

const EMPTY: ProfilePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Profile > Security > Change Password (spec part 2 section 5, the profile dialog; toasts in section 8). */
export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const toast = useToast();
  const change = useChangePassword();
  const form = useForm<ProfilePasswordForm>({
    resolver: zodResolver(ProfilePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const close = () => {
    form.reset(EMPTY);
    onClose();
  };

  const submit = form.handleSubmit(({ currentPassword, newPassword }) => {
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast.success('Password updated successfully!');
          close();
        },
        onError: (error) => {
          toast.error(serverErrorMessage(error, 'Failed to update password'));
          // The server's word on a field (a wrong current password) also stands under that field.
          for (const [name, message] of fieldErrorsFrom(error, ['currentPassword', 'newPassword'] as const)) {
            form.setError(name as 'currentPassword' | 'newPassword', { message });
          }
        },
      },
    );
  });

  const field = (name: keyof ProfilePasswordForm, label: string, autoComplete: string) => (
    <TextField
      label={label}
      type="password"
      autoComplete={autoComplete}
      fullWidth
      {...form.register(name)}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message}
    />
  );

  return (
    <Dialog open={open} onClose={change.isPending ? undefined : close} fullWidth maxWidth="xs">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle>Change Password</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {field('currentPassword', 'Current Password', 'current-password')}
            {field('newPassword', 'New Password', 'new-password')}
            {field('confirmPassword', 'Confirm New Password', 'new-password')}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={change.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={change.isPending}>
            Update Password
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
