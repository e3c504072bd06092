import type { ReactElement } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import ChatIcon from '@mui/icons-material/Chat';
import LanguageIcon from '@mui/icons-material/Language';
import PhoneIcon from '@mui/icons-material/Phone';
import SmsIcon from '@mui/icons-material/Sms';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import type { CrisisAction } from '../crisis-content';

const ICONS: Record<CrisisAction['kind'], ReactElement> = {
  call: <PhoneIcon />,
  text: <SmsIcon />,
  chat: <ChatIcon />,
  whatsapp: <WhatsAppIcon />,
  web: <LanguageIcon />,
};

interface CrisisActionButtonProps {
  action: CrisisAction;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}

/** A call, text or web link styled as a button; it opens in the same tab so the way back stays simple. */
export function CrisisActionButton({
  action,
  variant = 'outlined',
  size = 'medium',
}: CrisisActionButtonProps) {
  return (
    <Button
      href={action.href}
      variant={variant}
      size={size}
      startIcon={ICONS[action.kind]}
      disableElevation
      sx={{ justifyContent: 'flex-start', fontWeight: 700, textAlign: 'left' }}
    >
      {action.label}
    </Button>
  );
}
