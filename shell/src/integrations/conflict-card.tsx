import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  FormControlLabel,
  Link,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import {
  EXTERNAL_REVIEW_TEXTS as T,
  type ExternalChoice,
  type ExternalConflict,
  type ExternalConflictField,
} from '@yarn-mgmt/contracts';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

const shown = (value: ExternalConflictField['local']) =>
  value === null || value === '' ? T.emptyValue : String(value);

/** Both versions of one field, with the choice of which to keep. */
function FieldChoice({
  field,
  source,
  choice,
  onChoose,
}: {
  field: ExternalConflictField;
  source: ExternalConflict['source'];
  choice: ExternalChoice;
  onChoose: (choice: ExternalChoice) => void;
}) {
  const option = (value: ExternalChoice, side: string, text: string) => (
    <FormControlLabel
      value={value}
      control={<Radio size="small" />}
      sx={{ m: 0, alignItems: 'flex-start' }}
      label={
        <Box>
          <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
            {side}
          </Typography>
          <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
            {text}
          </Typography>
        </Box>
      }
    />
  );
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '9rem 1fr' }, gap: 1, py: 1 }}>
      <Typography variant="subtitle2">{field.label}</Typography>
      <RadioGroup
        row
        aria-label={field.label}
        value={choice}
        onChange={(_event, value) => onChoose(value as ExternalChoice)}
        sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}
      >
        {option('local', T.here, shown(field.local))}
        {option('provider', T.onProvider(source), shown(field.provider))}
      </RadioGroup>
    </Box>
  );
}

/**
 * One entry edited here and on the provider since the last sync: each differing field with both versions, the
 * version here chosen until the user picks the other; 'Keep chosen' saves every field's choice at once.
 */
export function ConflictCard({
  conflict,
  to,
  saving,
  onSave,
}: {
  conflict: ExternalConflict;
  /** The entry's page. */
  to: string;
  saving: boolean;
  onSave: (choices: Record<string, ExternalChoice>) => void;
}) {
  const [choices, setChoices] = useState<Record<string, ExternalChoice>>(() =>
    Object.fromEntries(conflict.fields.map((field) => [field.name, 'local' as const])),
  );
  return (
    <Card variant="outlined" component="article" aria-label={conflict.label}>
      <CardContent sx={{ pb: 0 }}>
        <Typography variant="subtitle1" component="h4">
          <Link component={RouterLink} to={to}>
            {conflict.label}
          </Link>
        </Typography>
        {conflict.fields.map((field) => (
          <FieldChoice
            key={field.name}
            field={field}
            source={conflict.source}
            choice={choices[field.name] ?? 'local'}
            onChoose={(choice) => setChoices((current) => ({ ...current, [field.name]: choice }))}
          />
        ))}
      </CardContent>
      <CardActions>
        <Button variant="contained" size="small" disabled={saving} onClick={() => onSave(choices)}>
          {T.keepChosen}
        </Button>
      </CardActions>
    </Card>
  );
}
