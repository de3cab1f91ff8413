import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useParams } from 'react-router-dom';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Chip,
  LinearProgress,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  FIBER_OPTIONS,
  PHOTO_MAX_BYTES,
  PHOTO_MIME_TYPES,
  YARN_WEIGHTS,
  YarnWriteSchema,
  type YarnItem,
  type YarnWeight,
  type YarnWrite,
  type YarnWriteInput,
} from '@yarn-mgmt/contracts';
import { PageHeader } from '@yarn-mgmt/ui';
import { ApiError, errorMessage, usePageTitle, useToast } from '@yarn-mgmt/web-platform';
import { useYarn } from '../../../api/get-yarn';
import { useYarnBrands } from '../../../api/get-yarn-brands';
import { PageRoot } from '../../../components/page-root';
import { useCreateYarn } from '../api/create-yarn';
import { useYarnLines } from '../api/get-yarn-lines';
import { useUpdateYarn } from '../api/update-yarn';
import { useUploadYarnPhoto } from '../api/upload-yarn-photo';
import { EMPTY_YARN_FORM, fieldErrorsFrom, toFormValues } from '../utils/form-values';

const optionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);
const requiredNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);
const optionalString = (value: unknown) => (value === '' || value === undefined ? null : value);

/** /yarn/new */
export function YarnCreatePage() {
  return (
    <PageRoot>
      <PageHeader title={usePageTitle()} />
      <YarnForm />
    </PageRoot>
  );
}

/** /yarn/:id/edit */
export function YarnEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useYarn(id);
  return (
    <PageRoot>
      <PageHeader title={usePageTitle()} />
      {query.isPending ? (
        <Skeleton variant="rounded" height={400} aria-label="Loading yarn" />
      ) : query.isError ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="error">
            {query.error instanceof ApiError && query.error.status === 404
              ? 'Yarn not found'
              : 'Failed to load yarn details'}
          </Alert>
          <Button startIcon={<ArrowBackIcon />} onClick={() => void navigate('/yarn')}>
            Back to Inventory
          </Button>
        </Stack>
      ) : (
        <YarnForm yarn={query.data} />
      )}
    </PageRoot>
  );
}

function YarnForm({ yarn }: { yarn?: YarnItem }) {
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateYarn();
  const update = useUpdateYarn(yarn?.id ?? '');
  const upload = useUploadYarnPhoto();
  const brands = useYarnBrands();
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<YarnWriteInput, unknown, YarnWrite>({
    resolver: zodResolver(YarnWriteSchema),
    defaultValues: yarn ? toFormValues(yarn) : EMPTY_YARN_FORM,
  });
  const brandName = useWatch({ control, name: 'brand_name' });
  const hexColor = useWatch({ control, name: 'hex_color' });
  const lines = useYarnLines(brandName);

  const onSubmit = async (values: YarnWrite) => {
    setFormError(null);
    let saved: YarnItem;
    try {
      saved = yarn ? await update.mutateAsync(values) : await create.mutateAsync(values);
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? fieldErrorsFrom(error.body) : [];
      for (const [field, message] of fieldErrors) setError(field, { type: 'server', message });
      setFormError(errorMessage(error, 'Failed to save yarn'));
      return;
    }
    for (const [index, file] of files.entries()) {
      try {
        setProgress(0);
        await upload.mutateAsync({
          id: saved.id,
          file,
          onProgress: (percent) => setProgress((index * 100 + percent) / files.length),
        });
      } catch (error) {
        toast.error(errorMessage(error, `Failed to upload ${file.name}`));
      }
    }
    setProgress(null);
    toast.success(yarn ? 'Yarn updated' : 'Yarn added');
    void navigate(`/yarn/${saved.id}`);
  };

  const onFiles = (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    const bad = chosen.find(
      (file) => !(PHOTO_MIME_TYPES as readonly string[]).includes(file.type) || file.size > PHOTO_MAX_BYTES,
    );
    if (bad) {
      setFileError(`${bad.name}: photos must be JPEG, PNG, WebP or GIF up to 10 MB`);
      return;
    }
    setFileError(null);
    setFiles(chosen);
  };

  const text = (name: keyof YarnWriteInput, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      {...register(name, { setValueAs: optionalString })}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message}
      {...extra}
    />
  );
  const number = (
    name: keyof YarnWriteInput,
    label: string,
    options: { required?: boolean; step?: number } = {},
  ) => (
    <TextField
      label={label}
      type="number"
      required={options.required}
      {...register(name, { setValueAs: options.required ? requiredNumber : optionalNumber })}
      slotProps={{ htmlInput: { min: 0, step: options.step ?? 'any' } }}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message}
    />
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      aria-label="Yarn form"
    >
      {formError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      )}
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            Yarn
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
            <Controller
              control={control}
              name="brand_name"
              render={({ field, fieldState }) => (
                <Autocomplete
                  freeSolo
                  options={(brands.data ?? []).map((brand) => brand.name)}
                  inputValue={field.value ?? ''}
                  onInputChange={(_event, value) => field.onChange(value)}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label="Brand"
                      required
                      onBlur={field.onBlur}
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error?.message}
                    />
                  )}
                />
              )}
            />
            <Controller
              control={control}
              name="line_name"
              render={({ field, fieldState }) => (
                <Autocomplete
                  freeSolo
                  options={lines.data ?? []}
                  getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
                  inputValue={field.value ?? ''}
                  onInputChange={(_event, value) => field.onChange(value)}
                  onChange={(_event, value) => {
                    if (!value || typeof value === 'string') return;
                    // Picking a known line fills its properties where the form has none yet.
                    if (!getValues('weight_category')) setValue('weight_category', value.weight_category);
                    if (!getValues('fiber_content')) setValue('fiber_content', value.fiber_content ?? '');
                    if (getValues('yardage_per_skein') == null)
                      setValue('yardage_per_skein', value.yardage_per_skein);
                    if (getValues('weight_grams') == null) setValue('weight_grams', value.weight_grams);
                  }}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label="Yarn line"
                      required
                      onBlur={field.onBlur}
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error?.message}
                    />
                  )}
                />
              )}
            />
            <Controller
              control={control}
              name="weight_category"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label="Weight"
                  value={field.value ?? ''}
                  onChange={(event) => field.onChange((event.target.value as YarnWeight | '') || null)}
                  onBlur={field.onBlur}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                >
                  <MenuItem value="">Not specified</MenuItem>
                  {YARN_WEIGHTS.map((weight) => (
                    <MenuItem key={weight} value={weight}>
                      {weight}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              control={control}
              name="fiber_content"
              render={({ field, fieldState }) => (
                <Autocomplete
                  freeSolo
                  options={[...FIBER_OPTIONS]}
                  inputValue={field.value ?? ''}
                  onInputChange={(_event, value) => field.onChange(value)}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label="Fiber content"
                      onBlur={field.onBlur}
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error?.message}
                    />
                  )}
                />
              )}
            />
            {number('yardage_per_skein', 'Yardage per skein', { step: 1 })}
            {number('weight_grams', 'Weight per skein (g)')}
          </Box>
        </Paper>

        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            Colour
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
            {text('colorway', 'Colorway')}
            {text('color_family', 'Color family')}
            {text('dye_lot', 'Dye lot')}
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              {text('hex_color', 'Hex colour', { placeholder: '#A1B2C3', sx: { flexGrow: 1 } })}
              <Box
                aria-hidden
                sx={{
                  width: 40,
                  height: 40,
                  mt: 1,
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: /^#[0-9a-fA-F]{6}$/.test(hexColor ?? '') ? (hexColor ?? undefined) : 'transparent',
                }}
              />
            </Stack>
          </Box>
        </Paper>

        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            Stock and purchase
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
            {number('skeins_total', 'Skeins in total', { required: true, step: 0.1 })}
            {number('skeins_remaining', 'Skeins remaining', { required: true, step: 0.1 })}
            {number('desired_quantity_grams', 'Desired quantity (g)')}
            {number('purchase_price', 'Price per skein ($)', { step: 0.01 })}
            {text('purchase_date', 'Purchase date', {
              type: 'date',
              slotProps: { inputLabel: { shrink: true } },
            })}
            {text('vendor', 'Vendor')}
            {text('storage_location', 'Storage location')}
            {text('condition', 'Condition')}
          </Box>
        </Paper>

        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            Tags, notes and photos
          </Typography>
          <Stack spacing={2}>
            <Controller
              control={control}
              name="tags"
              render={({ field, fieldState }) => (
                <Autocomplete
                  multiple
                  freeSolo
                  options={[] as string[]}
                  value={field.value ?? []}
                  onChange={(_event, value) =>
                    field.onChange([...new Set(value.map((tag) => tag.trim()).filter(Boolean))])
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
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error?.message}
                    />
                  )}
                />
              )}
            />
            {text('notes', 'Notes', { multiline: true, minRows: 3 })}
            <Box>
              <Button variant="outlined" component="label">
                Add photos
                <input
                  hidden
                  type="file"
                  multiple
                  accept={PHOTO_MIME_TYPES.join(',')}
                  aria-label="Photos"
                  onChange={(event) => onFiles(event.target.files)}
                />
              </Button>
              {files.length > 0 && (
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {files.map((file) => file.name).join(', ')}
                </Typography>
              )}
              {fileError && (
                <Typography variant="body2" color="error" sx={{ mt: 1 }}>
                  {fileError}
                </Typography>
              )}
              {progress !== null && (
                <LinearProgress
                  variant="determinate"
                  value={progress}
                  aria-label="Upload progress"
                  sx={{ mt: 1 }}
                />
              )}
            </Box>
          </Stack>
        </Paper>

        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {yarn ? 'Save Changes' : 'Save Yarn'}
          </Button>
          <Button onClick={() => void navigate(yarn ? `/yarn/${yarn.id}` : '/yarn')} disabled={isSubmitting}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
