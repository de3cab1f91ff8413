import { Alert, Avatar, Box, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import { Link as RouterLink } from 'react-router-dom';
import { CHAT_TEXTS, type ChatLink } from '@yarn-mgmt/contracts';
import { useFormatters } from '@yarn-mgmt/web-platform';
import type { ChatMessage } from '../utils/conversation';
import { RecommendationCards } from './recommendation-cards';

const LINK_PATHS: Record<ChatLink['kind'], string> = { yarn: '/yarn', pattern: '/patterns' };

const isToday = (iso: string) => new Date(iso).toDateString() === new Date().toDateString();

/** The assistant's avatar; named for screen readers where it says who speaks, hidden where a heading does. */
export function BotAvatar({
  decorative = false,
  onPrimary = false,
}: {
  decorative?: boolean;
  onPrimary?: boolean;
}) {
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': CHAT_TEXTS.title };
  // On the header's primary colour the avatar swaps its colours, so it still stands out.
  const colors = onPrimary
    ? { bgcolor: 'primary.contrastText', color: 'primary.main' }
    : { bgcolor: 'primary.main', color: 'primary.contrastText' };
  return (
    <Avatar sx={{ ...colors, width: 32, height: 32 }} {...a11y}>
      <SmartToyIcon fontSize="small" />
    </Avatar>
  );
}

/** One message: its avatar, the text (an error as an error), what it carries, and the hour and minute. */
export function ChatMessageItem({ message }: { message: ChatMessage }) {
  const format = useFormatters();
  const mine = message.sender === 'user';
  const cards = (message.recommendations?.length ?? 0) > 0;
  // The hour and minute; a message of an earlier day (the tab kept it) says its date too, as the user writes it.
  const time = isToday(message.timestamp)
    ? format.time(message.timestamp)
    : format.dateTime(message.timestamp);
  const text = (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {message.text}
    </Typography>
  );

  return (
    <Box
      data-sender={message.sender}
      sx={{ display: 'flex', gap: 1, flexDirection: mine ? 'row-reverse' : 'row', alignItems: 'flex-start' }}
    >
      {mine ? (
        <Avatar sx={{ bgcolor: 'secondary.main', width: 32, height: 32 }} role="img" aria-label="You">
          <PersonIcon fontSize="small" />
        </Avatar>
      ) : (
        <BotAvatar />
      )}
      <Stack
        spacing={0.5}
        sx={{
          minWidth: 0,
          // Cards want the panel's width; a text bubble stays narrower, so who speaks reads at a glance.
          maxWidth: cards ? 'calc(100% - 40px)' : '85%',
          flexGrow: cards ? 1 : 0,
          alignItems: mine ? 'flex-end' : 'flex-start',
        }}
      >
        {message.error ? (
          <Alert severity="error" variant="outlined" sx={{ py: 0 }}>
            {text}
          </Alert>
        ) : (
          <Paper
            elevation={0}
            sx={{
              px: 1.5,
              py: 1,
              bgcolor: mine ? 'primary.main' : 'action.hover',
              color: mine ? 'primary.contrastText' : 'text.primary',
              width: cards ? '100%' : undefined,
            }}
          >
            {text}
            {cards && <RecommendationCards recommendations={message.recommendations ?? []} />}
            {message.links && message.links.length > 0 && (
              <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
                {message.links.map((link) => (
                  <li key={`${link.kind}-${link.id}`}>
                    <Link component={RouterLink} to={`${LINK_PATHS[link.kind]}/${link.id}`} variant="body2">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </Stack>
            )}
          </Paper>
        )}
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          {message.mode === 'keyword_fallback' && (
            <Chip size="small" variant="outlined" color="warning" label={CHAT_TEXTS.fallbackChip} />
          )}
          <Typography variant="caption" color="text.secondary" component="time" dateTime={message.timestamp}>
            {time}
          </Typography>
        </Box>
      </Stack>
    </Box>
  );
}
