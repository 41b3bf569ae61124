import { Button, ChatIcon, showToast } from '@rehab/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { chatListKey } from '@rehab/web/chat/keys';
import { chatCalls } from '../../chats/api/chatCalls';
import { errorText } from '@rehab/web/serverErrors';

/** "Send a message": opens the chat with the patient (the one there is, or a new one) in the Inbox. */
export function OpenChatButton({ patientId }: { patientId: string }) {
  const { t } = useTranslation('patients');
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const [isOpening, setOpening] = useState(false);

  const open = async () => {
    setOpening(true);
    try {
      const opened = await chatCalls.openChat(patientId);
      // A new chat is not in the Inbox's list yet: read it before the Inbox shows it.
      await mutate(chatListKey);
      navigate(`/chats/${opened.id}`);
    } catch (error) {
      setOpening(false);
      showToast({ title: t('openChat.failed'), description: errorText(t, error), tone: 'error' });
    }
  };

  return (
    <Button variant="outlined" icon={<ChatIcon />} isLoading={isOpening} loadingLabel={t('openChat.loading')} onPress={open}>
      {t('openChat.action')}
    </Button>
  );
}
