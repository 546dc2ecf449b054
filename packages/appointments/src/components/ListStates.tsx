import { type ReactNode } from 'react';
import styled from 'styled-components';
import { ROUTES } from '@medibridge/contract';
import { Link, Button, Card, EmptyState, Skeleton, translate } from '@medibridge/ui-kit';
import { problemOf } from '@medibridge/api-client';
import { useAppointmentTexts } from '../i18n';

const Problem = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  p {
    margin: 0;
    justify-self: stretch;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-left: 4px solid ${({ theme }) => theme.colors.danger};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.dangerSoft};
  }
`;

/** A list that could not be read: the reason and Try again. */
export function ListProblem({
  error,
  fallback,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  onRetry: () => void;
}): ReactNode {
  const t = useAppointmentTexts();
  return (
    <Problem>
      <p role="alert">{translate(problemOf(error, fallback).message)}</p>
      <Button type="button" variant="secondary" onClick={onRetry}>
        {t('Try again')}
      </Button>
    </Problem>
  );
}

/** Placeholder cards while a list loads. */
export function ListLoading({ cards = 2 }: { cards?: number }): ReactNode {
  return (
    <>
      {Array.from({ length: cards }, (_, i) => (
        <Card key={i}>
          <Skeleton height={22} lines={4} />
        </Card>
      ))}
    </>
  );
}

/** A list with nothing in it yet: a friendly card with the way to book a consultation. */
export function NothingYet({
  title,
  description,
}: {
  title: string;
  description?: string;
}): ReactNode {
  const t = useAppointmentTexts();
  return (
    <Card>
      <EmptyState
        title={title}
        description={description}
        action={
          <Button as={Link} to={ROUTES.appointmentStepFirst}>
            {t('Book a consultation')}
          </Button>
        }
      />
    </Card>
  );
}
