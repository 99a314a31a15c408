/* An invariant diamond: the condition c > 0 is invariant, so the PHI
   that merges the two arms is invariant too, and it becomes a COND_EXPR
   in the preheader, as GCC's lim does ("Moving PHI node").  The arms are
   safe to speculate and move first (rewritten to unsigned arithmetic).
   (Written as an xfail before the plugin implemented the PHI step.)  */
/* { dg-do compile } */

void
pick (int *a, int n, int c, int y, int z)
{
  for (int i = 0; i < n; i++)
    {
      int t;
      if (c > 0)
	t = y * 3;
      else
	t = z * 5;
      a[i] += t;
    }
}

/* { dg-final { scan-tree-dump "Moving statement\nt_\\d+ = y_\\d+\\(D\\) \\* 3;\n\\(cost \\d+\\) out of loop 1\\." "looplicm" } } */
/* { dg-final { scan-tree-dump "Moving statement\nt_\\d+ = z_\\d+\\(D\\) \\* 5;\n\\(cost \\d+\\) out of loop 1\\." "looplicm" } } */
/* GCC 16 words the rewrite "rewriting stmt for being uncondtional defined"
   (its spelling; GCC 17 spells it "unconditional"), with no space before
   the statement.  */
/* { dg-final { scan-tree-dump-times "rewriting stmt with undefined signed overflow" 2 "looplicm" { target { ! looplicm_gcc16plus } } } } */
/* { dg-final { scan-tree-dump-times "rewriting stmt for being uncondi?tional defined" 2 "looplicm" { target looplicm_gcc16plus } } } */
/* { dg-final { scan-tree-dump "Moving PHI node\nt_\\d+ = PHI <t_\\d+\\(\\d+\\), t_\\d+\\(\\d+\\)>\n\\(cost \\d+\\) out of loop 1\\." "looplicm" } } */
/* The comparison goes into the COND_EXPR, as GCC 12's lim writes it;
   from GCC 13 the condition of a COND_EXPR must be an SSA name or a
   constant, so it gets a name of its own just before.  */
/* { dg-final { scan-tree-dump "\n  t_\\d+ = c_\\d+\\(D\\) > 0 \\? t_\\d+ : t_\\d+;\n" "looplicm" { target { ! looplicm_gcc13plus } } } } */
/* { dg-final { scan-tree-dump "\n  (_\\d+) = c_\\d+\\(D\\) > 0;\n  t_\\d+ = \\1 \\? t_\\d+ : t_\\d+;\n" "looplicm" { target looplicm_gcc13plus } } } */
