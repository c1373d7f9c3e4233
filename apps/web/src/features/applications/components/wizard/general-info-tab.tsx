import { ageOn } from '@aula/contract/application-form';
import { countriesOfResidence, countryCodes, genders } from '@aula/contract/application-form-lists';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WizardField, YesNoField } from './wizard-fields.tsx';
import type { WizardValues } from './wizard-values.ts';

const addressParts = ['Address1', 'Address2', 'Address3', 'State', 'City', 'Pin'] as const;
const grid = { display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } };

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

function AddressFields({ prefix }: { prefix: 'per' | 'pre' }) {
  const { t } = useTranslation('admissions');
  const labels = {
    Address1: t('general.address1'),
    Address2: t('general.address2'),
    Address3: t('general.address3'),
    State: t('general.state'),
    City: t('general.city'),
    Pin: t('general.pin'),
  };
  return (
    <Box sx={grid}>
      {addressParts.map((part) => (
        <WizardField
          key={part}
          name={`${prefix}${part}`}
          label={labels[part]}
          required={part !== 'Address2' && part !== 'Address3'}
        />
      ))}
    </Box>
  );
}

/** Present address: 'same' copies the permanent one, 'no' clears it (spec 3 §4). */
function SameAddressQuestion() {
  const { t } = useTranslation('admissions');
  const { getValues, setValue, control } = useFormContext<WizardValues>();
  const same = useWatch({ control, name: 'sameAddress' });
  const labelId = useId();
  const choose = (value: string) => {
    const yes = value === 'yes';
    setValue('sameAddress', yes, { shouldDirty: true });
    for (const part of addressParts) {
      setValue(`pre${part}`, yes ? getValues(`per${part}`) : '', { shouldDirty: true });
    }
  };
  return (
    <FormControl margin="dense">
      <FormLabel id={labelId}>{t('general.sameAddress')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={same ? 'yes' : 'no'}
        onChange={(_e, value) => choose(value)}
      >
        <FormControlLabel value="yes" control={<Radio />} label={t('wizard.yes')} />
        <FormControlLabel value="no" control={<Radio />} label={t('wizard.no')} />
      </RadioGroup>
    </FormControl>
  );
}

/** Tab 0, General Information (spec 3 §3). */
export function GeneralInfoTab() {
  const { t } = useTranslation('admissions');
  const { control } = useFormContext<WizardValues>();
  const dob = useWatch({ control, name: 'dob' });
  const now = today();
  return (
    <>
      <Box sx={grid}>
        <WizardField name="firstName" label={t('general.firstName')} required autoComplete="given-name" />
        <WizardField name="middleName" label={t('general.middleName')} autoComplete="additional-name" />
        <WizardField name="lastName" label={t('general.lastName')} autoComplete="family-name" />
        <WizardField
          name="email"
          label={t('general.email')}
          type="email"
          required
          readOnly
          autoComplete="email"
        />
        <WizardField
          name="countryCode"
          label={t('general.countryCode')}
          required
          options={countryCodes.map(([country, code]) => [code, `${country} (+${code})`] as const)}
        />
        <WizardField
          name="contact"
          label={t('general.contact')}
          type="tel"
          inputMode="tel"
          required
          autoComplete="tel-national"
        />
        <WizardField
          name="gender"
          label={t('general.gender')}
          options={genders.map((g) => [g, t(`general.genders.${g}`)] as const)}
        />
        <Box>
          <WizardField
            name="dob"
            label={t('general.dob')}
            type="date"
            required
            max={now}
            autoComplete="bday"
          />
          {dob && dob <= now && (
            <Typography variant="body2" aria-live="polite">
              {t('wizard.age', { age: ageOn(dob, now) })}
            </Typography>
          )}
        </Box>
        <WizardField name="fatherName" label={t('general.fatherName')} required />
        <WizardField name="motherName" label={t('general.motherName')} required />
        <WizardField name="passport" label={t('general.passport')} />
        <WizardField name="otherId" label={t('general.otherId')} required />
      </Box>
      <YesNoField name="international" label={t('general.international')} />
      <Typography component="h3" variant="h4" sx={{ mt: 3, mb: 1 }}>
        {t('general.permanent')}
      </Typography>
      <AddressFields prefix="per" />
      <WizardField
        name="perNation"
        label={t('general.perNation')}
        required
        options={countriesOfResidence.map((country) => [country, country] as const)}
      />
      <Typography component="h3" variant="h4" sx={{ mt: 3, mb: 1 }}>
        {t('general.present')}
      </Typography>
      <SameAddressQuestion />
      <AddressFields prefix="pre" />
    </>
  );
}
