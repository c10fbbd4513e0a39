import { useQuery } from "@tanstack/react-query";
import { AUDIT_GROUP_KEYS, AUDIT_GROUPS } from "@shared/audit-log/audit-kinds";
import type { AuditLogFilter } from "@shared/audit-log/audit-log.schema";
import { Button } from "@web/components/ui/button";
import { HookForm, InputField, SelectField } from "@web/components/ui/form-field";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { auditPeopleQueryOptions } from "../api/get-audit-people";
import { type AuditLogFilterForm, AuditLogFilterFormSchema, NO_FILTER } from "../audit-log-filter.schema";

const Field = InputField<AuditLogFilterForm>;
const Select = SelectField<AuditLogFilterForm>;

/**
 * Who, what kind of change, and between which days (London, inclusive). Applied with the button
 * (or Enter), so choosing with the keyboard does not reload the list at every arrow key.
 */
export function AuditLogFilters({ onApply }: { onApply: (filter: AuditLogFilter) => void }) {
  const people = useQuery(auditPeopleQueryOptions());
  const form = useSchemaForm(AuditLogFilterFormSchema, NO_FILTER);
  return (
    <HookForm
      form={form}
      aria-label="Filter the audit log"
      className="grid gap-4 rounded-lg border border-stone-200 bg-white p-4 md:grid-cols-4"
      onValid={onApply}
    >
      <Select name="person" label="Person" placeholder="Everyone" values={people.data?.people ?? []} />
      <Select
        name="kind"
        label="Kind of change"
        placeholder="All kinds"
        values={AUDIT_GROUP_KEYS}
        labels={AUDIT_GROUPS}
      />
      <Field name="from" label="From" type="date" />
      <Field name="to" label="To" type="date" />
      <div className="flex flex-wrap gap-2 md:col-span-4">
        <Button type="submit">Show changes</Button>
        <Button
          variant="ghost"
          onClick={() => {
            form.reset(NO_FILTER);
            onApply({});
          }}
        >
          Clear filters
        </Button>
      </div>
    </HookForm>
  );
}
