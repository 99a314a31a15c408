/* va_arg's accesses to the va_list record are the implementation's, not
   the source's: no remark prints 'v->reg_save_area' or the like.  */
/* { dg-do compile } */
/* { dg-options "-O2 -g -fplugin-arg-looplicm-remarks=missed" } */
#include <stdarg.h>
struct ctx { void (*func) (void *, void *, int); void *context; };
void
writefv (struct ctx *s, const char *fmt, va_list v)
{
  while (*fmt)	/* { dg-message "missed: looplicm: the loop at line 10 not versioned for alias: an indirect call at line 23 may access memory" } */
    {
      switch (*fmt++)
	{
	case '1':
	  {
	    unsigned char x = (unsigned char) va_arg (v, int);	/* { dg-bogus "reg_save_area|gp_offset" } */
	    s->func (s->context, &x, 1);	/* { dg-message "missed: looplicm: 's->func' not moved out of the loop at line 10: it may be changed by an indirect call at line 17" } */
	    break;
	  }
	case '4':
	  {
	    unsigned x = va_arg (v, int);	/* { dg-bogus "reg_save_area|gp_offset" } */
	    s->func (s->context, &x, 4);	/* { dg-message "missed: looplicm: 's->func' not moved out of the loop at line 10: it may be changed by an indirect call at line 17" } */
	    break;
	  }
	}
    }
}

/* { dg-message "missed: looplicm: 's->context' not moved out of the loop at line 10: it may be changed by an indirect call at line 17" "" { target *-*-* } 23 } */
/* { dg-message "missed: looplicm: 's->context' not moved out of the loop at line 10: it may be changed by an indirect call at line 17" "" { target *-*-* } 17 } */
