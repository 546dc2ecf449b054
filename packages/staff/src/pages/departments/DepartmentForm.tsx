import { type ReactNode } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import type { OperatorDepartment } from '@medibridge/contract';
import { problemOf } from '@medibridge/api-client';
import {
  Button,
  FormError,
  FormErrorSummary,
  TextAreaField,
  TextField,
  translate,
} from '@medibridge/ui-kit';
import {
  useStaffDepartmentCreateMutation,
  useStaffDepartmentUpdateMutation,
} from '../../departmentsApi';
import {
  type DepartmentDraft,
  EMPTY_DEPARTMENT,
  departmentBody,
  departmentSchema,
  draftOf,
} from '../../forms/departmentSchema';
import { useDepartmentsTexts } from '../../i18n/departments';

export const FormBox = styled(Form)`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  .pair {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    align-items: start;
  }
  @media ${({ theme }) => theme.media.tablet} {
    .pair {
      grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
    }
  }
  label.check {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
  }
`;

/**
 * A department's details (Formik + yup, the server's words): names and descriptions in English and Hindi, fee,
 * discount, order and whether patients can book it. Saving shows on the booking screens at once.
 */
export function DepartmentForm({
  department,
  onSaved,
}: {
  /** Null: a new department. */
  department: OperatorDepartment | null;
  onSaved: (saved: OperatorDepartment, message: string) => void;
}): ReactNode {
  const t = useDepartmentsTexts();
  const [create] = useStaffDepartmentCreateMutation();
  const [update] = useStaffDepartmentUpdateMutation();
  const submit = async (
    values: DepartmentDraft,
    helpers: FormikHelpers<DepartmentDraft>,
  ): Promise<void> => {
    helpers.setStatus(undefined);
    try {
      const form = departmentBody(values);
      const answer = department
        ? await update({ id: department.id, form }).unwrap()
        : await create(form).unwrap();
      onSaved(answer.data, answer.message);
    } catch (error) {
      const problem = problemOf(error, 'The department could not be saved.');
      helpers.setStatus(problem.message);
      for (const [field, message] of Object.entries(problem.fieldErrors))
        helpers.setFieldError(field, message);
    }
  };
  return (
    <Formik<DepartmentDraft>
      key={department?.id ?? 'new'}
      initialValues={department ? draftOf(department) : EMPTY_DEPARTMENT}
      validationSchema={departmentSchema}
      onSubmit={submit}
    >
      {({ values, status, isSubmitting, setFieldValue }) => (
        <FormBox aria-label={t('Department details')} noValidate>
          <FormErrorSummary />
          <div className="pair">
            <TextField name="name" label={t('Name')} required />
            <TextField name="name_hi" label={t('Name in Hindi')} lang="hi" />
          </div>
          <div className="pair">
            <TextAreaField name="description" label={t('Description')} required rows={3} />
            <TextAreaField
              name="description_hi"
              label={t('Description in Hindi')}
              lang="hi"
              rows={3}
            />
          </div>
          <div className="pair">
            <TextField
              name="fee"
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              label={t('Fee (₹)')}
              required
            />
            <TextField
              name="fee_discount_percent"
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              label={t('Discount (%)')}
              required
            />
            <TextField
              name="sort_order"
              type="number"
              inputMode="numeric"
              min={0}
              label={t('Order in the list')}
              hint={t('Smaller numbers come first.')}
            />
          </div>
          <label className="check">
            <input
              type="checkbox"
              checked={values.active}
              onChange={(event) => void setFieldValue('active', event.target.checked)}
            />
            {t('Patients can book this department')}
          </label>
          <FormError>{typeof status === 'string' ? translate(status) : null}</FormError>
          <Button type="submit" disabled={isSubmitting} loading={isSubmitting}>
            {department ? t('Save the department') : t('Create the department')}
          </Button>
        </FormBox>
      )}
    </Formik>
  );
}
