import { useEffect, useState } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  PROFILE_MESSAGES,
  ProfileUpdateInputSchema,
  type Profile,
  type ProfileUpdateInput,
} from '@yarn-mgmt/contracts';
import { serverErrorMessage, useToast } from '@yarn-mgmt/web-platform';
import { useUpdateProfile } from '../api/update-profile';
import { AccountStats } from './account-stats';
import { ProfileAvatar } from './profile-avatar';

const initialsOf = (profile: Profile) =>
  `${profile.first_name?.[0] ?? ''}${profile.last_name?.[0] ?? ''}`.toUpperCase() ||
  profile.email[0]?.toUpperCase();

const valuesOf = (profile: Profile) => ({
  first_name: profile.first_name ?? '',
  last_name: profile.last_name ?? '',
});

/** Only the names the user changed go to `PUT /auth/profile` (spec part 2 section 7: "the changed fields"). */
const changedFields = (fields: ProfileUpdateInput, profile: Profile): ProfileUpdateInput => {
  const saved = valuesOf(profile);
  return {
    ...(fields.first_name !== saved.first_name ? { first_name: fields.first_name } : {}),
    ...(fields.last_name !== saved.last_name ? { last_name: fields.last_name } : {}),
  };
};

/** Profile > Personal Info: view, then editing (spec part 2 sections 2 and 4). */
export function PersonalInfoTab({ profile }: { profile: Profile }) {
  const toast = useToast();
  const update = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  // The chosen, not yet saved, image and its preview URL.
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const form = useForm<ProfileUpdateInput>({
    resolver: zodResolver(ProfileUpdateInputSchema),
    defaultValues: valuesOf(profile),
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!chosen) return undefined;
    return () => URL.revokeObjectURL(chosen.url);
  }, [chosen]);

  const stopEditing = () => {
    setChosen(null);
    setEditing(false);
  };

  const cancel = () => {
    form.reset(valuesOf(profile));
    stopEditing();
  };

  const chooseAvatar = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast.error(PROFILE_MESSAGES.avatarNotImage);
      return;
    }
    setChosen({ file, url: URL.createObjectURL(file) });
  };

  const save = form.handleSubmit((fields) => {
    update.mutate(
      { fields: changedFields(fields, profile), avatar: chosen?.file ?? null },
      {
        onSuccess: () => {
          toast.success('Profile updated successfully!');
          form.reset(fields);
          stopEditing();
        },
        onError: (error) => toast.error(serverErrorMessage(error, 'Failed to update profile')),
      },
    );
  });

  const name = [profile.first_name, profile.last_name].filter(Boolean).join(' ');
  return (
    <Box>
      <Box component="form" noValidate onSubmit={(event) => void save(event)}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
          <Stack spacing={1} sx={{ alignItems: 'center' }}>
            <ProfileAvatar
              src={profile.avatar_url}
              preview={chosen?.url ?? null}
              initials={initialsOf(profile) ?? ''}
            />
            {editing && (
              <Button component="label" size="small">
                Change Avatar
                <input
                  hidden
                  type="file"
                  accept="image/*"
                  aria-label="Avatar image"
                  onChange={(event) => {
                    chooseAvatar(event.target.files?.[0]);
                    // The same file may be chosen again after a Cancel.
                    event.target.value = '';
                  }}
                />
              </Button>
            )}
          </Stack>
          <Stack spacing={2} sx={{ flex: 1, maxWidth: 480 }}>
            {editing ? (
              <Stack direction="row" spacing={2}>
                <TextField
                  label="First Name"
                  fullWidth
                  {...form.register('first_name')}
                  error={Boolean(errors.first_name)}
                  helperText={errors.first_name?.message}
                />
                <TextField
                  label="Last Name"
                  fullWidth
                  {...form.register('last_name')}
                  error={Boolean(errors.last_name)}
                  helperText={errors.last_name?.message}
                />
              </Stack>
            ) : (
              <Typography variant="h5" component="p" aria-label="Name">
                {name || '-'}
              </Typography>
            )}
            <TextField label="Email" value={profile.email} slotProps={{ input: { readOnly: true } }} />
            <Stack direction="row" spacing={1}>
              {editing ? (
                <>
                  <Button key="save" type="submit" variant="contained" disabled={update.isPending}>
                    Save
                  </Button>
                  <Button key="cancel" onClick={cancel} disabled={update.isPending}>
                    Cancel
                  </Button>
                </>
              ) : (
                <Button key="edit" variant="contained" onClick={() => setEditing(true)}>
                  Edit Profile
                </Button>
              )}
            </Stack>
          </Stack>
        </Stack>
      </Box>
      <AccountStats profile={profile} />
    </Box>
  );
}
