// The desk's work list: submitted orders of every practice, newest first, paged by the server,
// searched by patient, accession number or order number and filtered by a lab status.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, Inline, Pagination, Select, Stack, TextField } from '@loci/ui';
import { LabTestStatuses } from '@loci/domain';
import { labDeskOrderListRequestSchema, listLabDeskOrders } from '@loci/contract';
import { useCall } from '../api/callHooks.tsx';
import { labDeskOrderHref } from './labDeskAccess.ts';
import { PlainTable } from '../shell/PlainTable.tsx';
import { ReadView } from '../api/ReadView.tsx';
import { textOptions } from '../forms/selectOptions.ts';
import { dateOnly } from '../format/dateOnly.ts';

const pageSizes = [25, 50, 100] as const;
type PageSize = (typeof pageSizes)[number];

export function LabDeskOrderList() {
  const [term, setTerm] = useState('');
  const [search, setSearch] = useState({ SearchTerm: '', LabStatus: '' });
  const [pageNumber, setPageNumber] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(25);
  const [status, setStatus] = useState('');
  const request = labDeskOrderListRequestSchema.safeParse({
    SearchTerm: search.SearchTerm,
    LabStatuses: search.LabStatus ? [search.LabStatus] : [],
    PageNumber: pageNumber,
    PageSize: pageSize,
  });
  const orders = useCall(listLabDeskOrders, request.success ? { body: request.data } : null, {
    revalidateOnFocus: false,
  });

  return (
    <Card heading="Submitted orders" headingLevel={2}>
      <Stack gap="md">
        <form
          role="search"
          aria-label="Submitted orders"
          onSubmit={(event) => {
            event.preventDefault();
            setPageNumber(1);
            setSearch({ SearchTerm: term.trim(), LabStatus: status });
          }}
        >
          <Inline gap="md" alignY="end">
            <TextField
              label="Patient, accession or order number"
              type="search"
              value={term}
              maxLength={100}
              onChange={(event) => setTerm(event.target.value)}
              error={request.success ? undefined : request.error.issues[0]?.message}
            />
            <Select
              label="Lab status"
              placeholder="Any lab status"
              value={status}
              options={textOptions(LabTestStatuses)}
              onChange={(event) => setStatus(event.target.value)}
            />
            <Button type="submit">Search</Button>
          </Inline>
        </form>
        <ReadView read={orders} what="submitted orders" empty="No submitted orders match">
          {(data) => (
            <>
              <PlainTable
                caption="Submitted orders, newest first"
                columns={[
                  'Order',
                  'Patient',
                  'Practice',
                  'Accession number',
                  'Ordered',
                  'Tests and lab statuses',
                ]}
              >
                {data.items.map((order) => (
                  <tr key={order.orderId}>
                    <th scope="row">
                      <Link to={labDeskOrderHref(order.orderId)}>Order {order.orderId}</Link>
                    </th>
                    <td>{order.patientName}</td>
                    <td>
                      {order.institutionName} ({order.accountNumber})
                    </td>
                    <td>{order.accessionNumber ?? '—'}</td>
                    <td>{dateOnly(order.orderedDate, '—')}</td>
                    <td>
                      {order.tests.map((test) => `${test.testCode}: ${test.labStatus}`).join(', ')}
                    </td>
                  </tr>
                ))}
              </PlainTable>
              <Pagination
                totalCount={data.totalCount}
                page={pageNumber}
                onPageChange={setPageNumber}
                pageSize={pageSize}
                pageSizeOptions={pageSizes}
                onPageSizeChange={(size) => {
                  setPageSize(size as PageSize);
                  setPageNumber(1);
                }}
              />
            </>
          )}
        </ReadView>
      </Stack>
    </Card>
  );
}
