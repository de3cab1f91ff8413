import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useAuth, useToast } from '@yarn-mgmt/web-platform';
import { useDeleteAccount } from '../api/delete-account';

export const DELETE_CONFIRMATION = 'DELETE';

export interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Danger Zone > Delete Account: enabled only once DELETE is typed (DECISIONS 10). */
export function DeleteAccountDialog({ open, onClose }: DeleteAccountDialogProps) {
  const toast = useToast();
  const { logout } = useAuth();
  const remove = useDeleteAccount();
  const [typed, setTyped] = useState('');

  const close = () => {
    setTyped('');
    onClose();
  };

  const confirm = () => {
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success('Account deleted');
        logout();
      },
      onError: () => toast.error('Failed to delete account'),
    });
  };

  return (
    <Dialog open={open} onClose={remove.isPending ? undefined : close} fullWidth maxWidth="xs">
      <DialogTitle>Delete Account</DialogTitle>
      <DialogContent>
        <DialogContentText gutterBottom>
          This permanently deletes your account and everything in it: your stash, patterns, projects and
          files. It cannot be undone. Pattern files and backups saved in your Google Drive are moved to your
          Drive&apos;s trash. Type DELETE to confirm.
        </DialogContentText>
        <TextField
          autoFocus
          fullWidth
          label="Type DELETE to confirm"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={confirm}
          disabled={typed !== DELETE_CONFIRMATION || remove.isPending}
        >
          Delete Account
        </Button>
      </DialogActions>
    </Dialog>
  );
}
