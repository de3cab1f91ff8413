import type { Yarn } from '@yarn-mgmt/contracts';
import { FormChipsField, FormSection, FormTextField } from '@yarn-mgmt/ui';
import { NewPhotosPicker } from './new-photos-picker';
import { SavedPhotos } from './saved-photos';
import type { YarnFormControl } from './yarn-form-control';

export interface NotesPhotosSectionProps {
  control: YarnFormControl;
  /** The saved entry, on an edit: its photos can be removed and the cover chosen. */
  yarn?: Yarn;
  files: File[];
  onFiles: (files: File[]) => void;
  progress: number | null;
}

export function NotesPhotosSection({ control, yarn, files, onFiles, progress }: NotesPhotosSectionProps) {
  return (
    <FormSection title="Tags, notes and photos" columns={1}>
      <FormChipsField control={control} name="tags" label="Tags" placeholder="Type a tag and press Enter" />
      <FormTextField control={control} name="notes" label="Notes" multiline minRows={3} />
      {yarn && yarn.photos.length > 0 && <SavedPhotos yarnId={yarn.id} photos={yarn.photos} />}
      <NewPhotosPicker files={files} onFiles={onFiles} progress={progress} />
    </FormSection>
  );
}
