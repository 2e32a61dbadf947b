/** Collections: create, rename, delete, and add or remove the selected products. */
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Collection } from '../../../../shared/client';
import { ActionResult, ConfirmButton, useAction } from './action-result';
import { textOf, useAdmin } from './admin-client';
import { PagedTable, useOffsetPager } from './paged-table';

export function Collections({ selected }: { selected: string[] }) {
  const client = useAdmin();
  const action = useAction();
  const paging = useOffsetPager(10);
  const [renaming, setRenaming] = useState<Collection | null>(null);
  const list = useQuery({
    queryKey: ['collections', paging.offset],
    queryFn: () =>
      client.catalog.queryCollections({ paging: { limit: paging.size, offset: paging.offset } }),
  });
  const rows = list.data?.collections;
  const total = (list.data?.metadata as { total?: number } | undefined)?.total;
  const count = `${selected.length} selected product${selected.length === 1 ? '' : 's'}`;

  const onCreate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const name = textOf(new FormData(form).get('name'));
    void action
      .run(
        () => client.catalogAdmin.createCollection({ name }),
        (answer) => `Collection "${answer.collection.name}" is created.`,
      )
      .then((done) => done && form.reset());
  };
  const onRename = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = textOf(new FormData(event.currentTarget).get('name'));
    void action
      .run(
        () => client.catalogAdmin.updateCollection({ id: renaming!.id, name }),
        (answer) => `Collection renamed to "${answer.collection.name}".`,
      )
      .then((done) => done && setRenaming(null));
  };

  return (
    <section className="panel" aria-labelledby="co">
      <h3 id="co">Collections</h3>
      <ActionResult outcome={action.outcome} />
      <PagedTable<Collection>
        caption="Collections"
        rows={rows}
        rowKey={(c) => c.id}
        loading={list.isFetching}
        error={list.error}
        columns={[
          { header: 'Name', cell: (c) => c.name },
          { header: 'Products', numeric: true, cell: (c) => c.numberOfProducts ?? '' },
          {
            header: 'Actions',
            cell: (c) => (
              <>
                <button
                  type="button"
                  disabled={!selected.length}
                  onClick={() =>
                    void action.run(
                      () => client.catalogAdmin.addProductsToCollection(c.id, selected),
                      () => `Added ${count} to "${c.name}".`,
                    )
                  }
                >
                  Add selected
                </button>
                <button
                  type="button"
                  className="quiet"
                  disabled={!selected.length}
                  onClick={() =>
                    void action.run(
                      () => client.catalogAdmin.removeProductsFromCollection(c.id, selected),
                      () => `Removed ${count} from "${c.name}".`,
                    )
                  }
                >
                  Remove selected
                </button>
                <button type="button" className="quiet" onClick={() => setRenaming(c)}>
                  Rename
                </button>
                <ConfirmButton
                  label="Delete"
                  confirmLabel={`Delete collection "${c.name}"`}
                  onConfirm={() =>
                    void action.run(
                      () => client.catalogAdmin.deleteCollection(c.id),
                      () => `Collection "${c.name}" is deleted.`,
                    )
                  }
                />
              </>
            ),
          },
        ]}
        pager={paging.pager(rows?.length ?? 0, total)}
      />
      {renaming ? (
        <form className="inline" onSubmit={onRename} aria-label={`Rename ${renaming.name}`}>
          <label>
            New name for "{renaming.name}"
            <input name="name" required defaultValue={renaming.name} />
          </label>
          <button type="submit">Rename</button>
          <button type="button" className="quiet" onClick={() => setRenaming(null)}>
            Cancel
          </button>
        </form>
      ) : null}
      <form className="inline" onSubmit={onCreate} aria-label="New collection">
        <label>
          New collection name
          <input name="name" required />
        </label>
        <button type="submit">Create collection</button>
      </form>
    </section>
  );
}
