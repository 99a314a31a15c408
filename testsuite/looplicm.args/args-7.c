/* version-peel takes a number of statements from 0 to 1000.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-looplicm-version-peel=1001" } */
/* { dg-error "looplicm: invalid value .1001. for argument .version-peel.; expected an integer from 0 to 1000" "bad version-peel" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "plugin_init fails" { target *-*-* } 0 } */

int
f (int x)
{
  return x;
}
