import { useController } from 'react-hook-form';
import { Autocomplete, Chip, TextField } from '@mui/material';
import type { YarnItem } from '@yarn-mgmt/contracts';
import { FormSection, FormTextField } from '@yarn-mgmt/ui';
import { NewPhotosPicker } from './new-photos-picker';
import { SavedPhotos } from './saved-photos';
import type { YarnFormControl } from './yarn-form-control';

export interface NotesPhotosSectionProps {
  control: YarnFormControl;
  /** The saved entry, on an edit: its photos can be removed and the cover chosen. */
  yarn?: YarnItem;
  files: File[];
  onFiles: (files: File[]) => void;
  progress: number | null;
}

export function NotesPhotosSection({ control, yarn, files, onFiles, progress }: NotesPhotosSectionProps) {
  const tags = useController({ control, name: 'tags' });
  return (
    <FormSection title="Tags, notes and photos" columns={1}>
      <Autocomplete
        multiple
        freeSolo
        options={[] as string[]}
        value={tags.field.value ?? []}
        onChange={(_event, value) =>
          tags.field.onChange([...new Set(value.map((tag) => tag.trim()).filter(Boolean))])
        }
        renderValue={(value, getItemProps) =>
          value.map((tag, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} label={tag} size="small" {...itemProps} />;
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label="Tags"
            placeholder="Type a tag and press Enter"
            error={Boolean(tags.fieldState.error)}
            helperText={tags.fieldState.error?.message}
          />
        )}
      />
      <FormTextField control={control} name="notes" label="Notes" multiline minRows={3} />
      {yarn && yarn.photos.length > 0 && <SavedPhotos yarnId={yarn.id} photos={yarn.photos} />}
      <NewPhotosPicker files={files} onFiles={onFiles} progress={progress} />
    </FormSection>
  );
}
