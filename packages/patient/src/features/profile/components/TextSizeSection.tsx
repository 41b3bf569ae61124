import { Box, Switch } from '@rehab/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storedLargeText, storeLargeText } from '../../../lib/largeText';
import * as styles from '../profile.css';

/** "Större text": every text of the app a step larger, at once, kept on this device. */
export function TextSizeSection() {
  const { t } = useTranslation('patientProfile');
  const [isLarge, setLarge] = useState(storedLargeText);
  return (
    <section className={styles.section} aria-labelledby="text-size-heading">
      <h2 id="text-size-heading" className={styles.sectionHeading}>
        {t('textSize.heading')}
      </h2>
      <Box as="p" color="mediumGrey" id="text-size-description">
        {t('textSize.description')}
      </Box>
      <Switch
        isSelected={isLarge}
        aria-describedby="text-size-description"
        onChange={(on) => {
          setLarge(on);
          storeLargeText(on);
        }}
      >
        {t('textSize.large')}
      </Switch>
    </section>
  );
}
